"""One running copy of the program per profile.

Two copies on the same folders would each autosave, count and clean up over the other's files.
:func:`claim_profile` takes a lock file in the data folder (``QLockFile``, released when the
program ends, found stale when its process is gone) and listens on a local socket named after
the folder. A second start finds the lock taken, asks the running copy over that socket to
bring its window to the front, and ends without touching a file.
"""

from __future__ import annotations

import getpass
import hashlib
import logging
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Qt
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from bezique_qt.persistence import Locations

LOCK_NAME = "bezique-qt.lock"
RAISE_REQUEST = b"raise\n"
CONNECT_MS = 2000

_log = logging.getLogger(__name__)


def server_name(locations: Locations) -> str:
    """The local socket of the copy running on ``locations`` (one per user and folder)."""
    folder = str(Path(locations.data_dir).resolve())
    try:
        user = getpass.getuser()
    except Exception:  # no user name in this environment: the folder alone names it
        user = ""
    digest = hashlib.sha256(f"{user}\0{folder}".encode("utf-8", "surrogatepass")).hexdigest()
    return f"bezique-qt-{digest[:24]}"


class ProfileGuard(QObject):
    """Holds the profile's lock while the program runs; brings :attr:`window` to the front
    when another start asks."""

    def __init__(self, lock: QLockFile | None, name: str) -> None:
        super().__init__()
        self._lock = lock
        self.window: QWidget | None = None
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)  # this user only
        self.server.newConnection.connect(self._connected)
        QLocalServer.removeServer(name)  # a socket left by a copy that was killed
        if not self.server.listen(name):
            _log.warning("cannot listen for other starts: %s", self.server.errorString())

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._request(s))
            socket.disconnected.connect(socket.deleteLater)

    def _request(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(RAISE_REQUEST.strip()):
            _log.info("another start on this profile: the window is brought to the front")
            self.bring_to_front()
        socket.disconnectFromServer()

    def bring_to_front(self) -> None:
        window = self.window
        if window is None:
            return
        if window.isMinimized():
            window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()

    def release(self) -> None:
        """The program ends: free the profile for the next start."""
        self.server.close()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _ask_to_raise(name: str) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        return False
    socket.write(RAISE_REQUEST)
    sent = socket.waitForBytesWritten(CONNECT_MS)
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        socket.waitForDisconnected(CONNECT_MS)
    return sent


def claim_profile(locations: Locations) -> tuple[ProfileGuard | None, str, bool]:
    """Take the profile for this run: ``(guard, "", True)``; or, when another copy runs on
    it, ``(None, sentence, answered)`` after asking that copy to show its window
    (``answered``: it did).

    A folder where no lock can be made (read-only, missing) does not stop the program: it runs
    unguarded, as the files there cannot be written by anyone anyway."""
    name = server_name(locations)
    lock_path = Path(locations.data_dir) / LOCK_NAME
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _log.warning("no lock on the profile (%s): %s", lock_path.parent, error)
        return ProfileGuard(None, name), "", True
    lock = QLockFile(str(lock_path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, however long it ran
    if lock.tryLock(0):
        return ProfileGuard(lock, name), "", True
    if lock.error() != QLockFile.LockError.LockFailedError:
        _log.warning("no lock on the profile (%s): error %s", lock_path, lock.error())
        return ProfileGuard(None, name), "", True
    info = lock.getLockInfo()  # (pid, host name, application name); pid 0 if unreadable
    pid = info[0] if isinstance(info, tuple) and info and isinstance(info[0], int) else 0
    which = f" (process {pid})" if pid > 0 else ""
    if _ask_to_raise(name):
        return None, (f"Bezique is already open with this profile{which}; its window was "
                      "brought to the front."), True
    return None, (f"Bezique is already open with this profile{which}, and it did not answer. "
                  f"Close it first; if it is not running, remove {lock_path}."), False
