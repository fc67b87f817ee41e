"""One running copy of the program per profile.

Two copies on the same folders would each autosave, count and clean up over the other's files.
:func:`claim_profile` takes a lock file in the data folder (``QLockFile``, released when the
program ends, found stale when its process is gone) and listens on a local socket named after
the folder. A second start finds the lock taken, asks the running copy over that socket to
bring its window to the front, and ends without touching a file.

What a power cut or a mistake leaves at the lock's path never stops every start: a lock file
that is empty or holds no process (Qt would wait for it for ever), a folder, a link, a pipe
(which would hang the start) or a device is set aside as a stale lock
(``bezique-qt.lock.stale-…``) and the profile taken; nothing there is opened but a regular file.

The socket lives in a folder only this user can enter (:func:`runtime_folder`), never under a
name in ``/tmp`` another user could take first; a socket there that belongs to someone else is
neither removed nor spoken to, and each side checks that the other end is the same user.
"""

from __future__ import annotations

import getpass
import hashlib
import logging
import os
import socket
import stat
import struct
import sys
import tempfile
import time
from pathlib import Path

import platformdirs
from PySide6.QtCore import QLockFile, QObject, Qt
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from bezique_qt.persistence import Locations, read_limited
from bezique_qt.persistence.errors import ReadError
from bezique_qt.persistence.paths import APP_NAME
from bezique_qt.safe_files import kind_of, set_aside
from bezique_qt.words.i18n import tr

LOCK_NAME = "bezique-qt.lock"
RAISE_REQUEST = b"raise\n"
CONNECT_MS = 2000
LOCK_WRITE_SECONDS = 2.0
"""A lock file younger than this that holds no process may still be being written."""
# bytes in a local socket's path (108 on Linux, 104 elsewhere, with the final zero byte)
MAX_SOCKET_PATH = 107 if sys.platform.startswith("linux") else 103
SOCKET_NAME_LENGTH = 25  # "/bezique-" and 16 hexadecimal digits

_log = logging.getLogger(__name__)


def _private(folder: Path) -> bool:
    """Whether ``folder`` is a real folder (not a link) of this user's that nobody else may
    enter (POSIX mode 0700 or stricter)."""
    try:
        info = os.lstat(folder)
    except OSError:
        return False
    return (stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
            and not info.st_mode & 0o077)


def _made_private(folder: Path) -> bool:
    """Make ``folder`` (mode 0700) if it is missing and tell whether it is private."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        return False
    return _private(folder)


def runtime_folder() -> Path | None:
    """A folder for the local socket that only this user can use: ``$XDG_RUNTIME_DIR`` when it
    is one, else ``run`` in the user's cache folder, else ``bezique-qt-<uid>`` in the temporary
    folder: the first that is (or, missing, is made with mode 0700) this user's own, closed to
    others, and short enough for a socket's path.  None if none is, and on systems without
    user ids (Qt's named pipes there are the user's own)."""
    if not hasattr(os, "getuid"):
        return None
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    candidates = [Path(runtime)] if runtime and os.path.isabs(runtime) else []
    candidates += [platformdirs.user_cache_path(APP_NAME, appauthor=False) / "run",
                   Path(tempfile.gettempdir()) / f"{APP_NAME}-{os.getuid()}"]
    for folder in candidates:
        if len(os.fsencode(folder)) + SOCKET_NAME_LENGTH > MAX_SOCKET_PATH:
            continue
        if _made_private(folder):
            return folder
        _log.warning("%s is not a private folder of this user's: not used for the socket",
                     folder)
    return None


def server_name(locations: Locations) -> str:
    """The local socket of the copy running on ``locations`` (one per user and folder): a path
    in :func:`runtime_folder` (a bare name where there is none)."""
    folder = str(Path(locations.data_dir).resolve())
    try:
        user = getpass.getuser()
    except Exception:  # no user name in this environment: the folder alone names it
        user = ""
    digest = hashlib.sha256(f"{user}\0{folder}".encode("utf-8", "surrogatepass")).hexdigest()
    private = runtime_folder()
    if private is None:
        return f"bezique-qt-{digest[:24]}"
    return str(private / f"bezique-{digest[:16]}")


def _foreign_socket(name: str) -> str | None:
    """Why the socket file ``name`` may not be used (None: it may): something of another user's
    or that is not a socket is at its path, or there is no private folder for it (never a name
    in the shared temporary folder).  A bare name on a system without user ids is left to Qt."""
    if not hasattr(os, "getuid"):
        return None
    if not os.path.isabs(name):
        return "there is no private folder for the socket"
    try:
        info = os.lstat(name)
    except FileNotFoundError:
        return None
    except OSError as error:
        return str(error)
    if info.st_uid != os.getuid():
        return f"{name} belongs to another user (uid {info.st_uid})"
    if not stat.S_ISSOCK(info.st_mode):
        return f"{name} is {kind_of(info.st_mode)}, not a socket"
    return None


def peer_uid(descriptor: int) -> int | None:
    """The user id of the process at the other end of the connected local socket
    ``descriptor`` (``SO_PEERCRED``; None where the system does not tell)."""
    option = getattr(socket, "SO_PEERCRED", None)
    if option is None or descriptor < 0:
        return None
    try:
        with socket.fromfd(descriptor, socket.AF_UNIX, socket.SOCK_STREAM) as copy:
            _pid, uid, _gid = struct.unpack("3i", copy.getsockopt(socket.SOL_SOCKET, option,
                                                                  struct.calcsize("3i")))
    except OSError:
        return None
    return uid


def _same_user(connection: QLocalSocket) -> bool:
    uid = peer_uid(int(connection.socketDescriptor()))
    return uid is None or not hasattr(os, "getuid") or uid == os.getuid()


class ProfileGuard(QObject):
    """Holds the profile's lock while the program runs; brings :attr:`window` to the front
    when another start asks.  :attr:`notices` say what was found and set aside at the lock."""

    def __init__(self, lock: QLockFile | None, name: str, notices: list[str] | None = None
                 ) -> None:
        super().__init__()
        self._lock = lock
        self.window: QWidget | None = None
        self.notices: list[str] = list(notices or [])
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)  # this user only
        self.server.newConnection.connect(self._connected)
        foreign = _foreign_socket(name)
        if foreign is not None:
            _log.warning("not listening for other starts: %s; it was left as it is", foreign)
            return
        QLocalServer.removeServer(name)  # a socket left by a copy that was killed
        if not self.server.listen(name):
            _log.warning("cannot listen for other starts: %s", self.server.errorString())

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            connection = self.server.nextPendingConnection()
            connection.setParent(self)
            connection.disconnected.connect(connection.deleteLater)
            if not _same_user(connection):
                _log.warning("a start by another user was not answered")
                connection.abort()
                continue
            connection.readyRead.connect(lambda s=connection: self._request(s))

    def _request(self, connection: QLocalSocket) -> None:
        if bytes(connection.readAll().data()).startswith(RAISE_REQUEST.strip()):
            _log.info("another start on this profile: the window is brought to the front")
            self.bring_to_front()
        connection.disconnectFromServer()

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


def ask_to_raise(name: str) -> bool:
    """Ask the copy listening on ``name`` to bring its window to the front; whether it did.
    A socket of another user's is never spoken to."""
    foreign = _foreign_socket(name)
    if foreign is not None:
        _log.warning("the running copy was not asked to show itself: %s", foreign)
        return False
    connection = QLocalSocket()
    connection.connectToServer(name)
    if not connection.waitForConnected(CONNECT_MS):
        return False
    if not _same_user(connection):
        _log.warning("the socket %s is held by another user: not spoken to", name)
        connection.abort()
        return False
    connection.write(RAISE_REQUEST)
    sent = connection.waitForBytesWritten(CONNECT_MS)
    connection.disconnectFromServer()
    if connection.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        connection.waitForDisconnected(CONNECT_MS)
    return sent


def _holds_a_process(raw: bytes) -> bool:
    """Whether a lock file's text names a process, as ``QLockFile`` writes it (its id, the
    program's name and the host's, one a line)."""
    lines = raw.split(b"\n")
    return len(lines) >= 3 and lines[0].strip().isdigit() and int(lines[0]) > 0


def recover_stale_lock(lock_path: Path, *, now: float | None = None) -> list[str]:
    """Set aside what at ``lock_path`` cannot be a live lock, and return sentences saying so:
    an empty or damaged lock file (what a power cut leaves), a folder, a link, a pipe, a device
    or a socket.  A lock file naming a process is left to ``QLockFile``, and so is one written
    in the last :data:`LOCK_WRITE_SECONDS` (another start may be writing it)."""
    try:
        info = os.lstat(lock_path)
    except OSError:
        return []
    if stat.S_ISREG(info.st_mode):
        if (now if now is not None else time.time()) - info.st_mtime < LOCK_WRITE_SECONDS:
            return []
        try:
            raw = read_limited(lock_path, 4096, what="the lock file")
        except ReadError as error:
            found = error.reason
        else:
            if _holds_a_process(raw):
                return []
            found = "it was empty" if not raw.strip() else "it named no process"
    else:
        found = f"it was {kind_of(info.st_mode)}"
    try:
        kept = set_aside(lock_path, "stale")
    except OSError as error:
        _log.warning("the stale lock %s cannot be set aside: %s", lock_path, error)
        return []
    notice = f"The profile's lock {lock_path} was stale ({found}); it was kept as {kept}."
    _log.warning("%s", notice)
    return [notice]


def claim_profile(locations: Locations) -> tuple[ProfileGuard | None, str, bool]:
    """Take the profile for this run: ``(guard, "", True)``; or, when another copy runs on
    it, ``(None, sentence, answered)`` after asking that copy to show its window
    (``answered``: it did).  The sentence is in the player's language.

    A folder where no lock can be made (read-only, missing) does not stop the program: it runs
    unguarded, as the files there cannot be written by anyone anyway."""
    name = server_name(locations)
    lock_path = Path(locations.data_dir) / LOCK_NAME
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _log.warning("no lock on the profile (%s): %s", lock_path.parent, error)
        return ProfileGuard(None, name), "", True
    notices = recover_stale_lock(lock_path)
    lock = QLockFile(str(lock_path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, however long it ran
    if lock.tryLock(0):
        return ProfileGuard(lock, name, notices), "", True
    if lock.error() != QLockFile.LockError.LockFailedError:
        _log.warning("no lock on the profile (%s): error %s", lock_path, lock.error())
        return ProfileGuard(None, name, notices), "", True
    info = lock.getLockInfo()  # (pid, host name, application name); pid 0 if unreadable
    pid = info[0] if isinstance(info, tuple) and info and isinstance(info[0], int) else 0
    if ask_to_raise(name):
        text = (tr("Bezique is already open with this profile (process {pid}); its window was "
                   "brought to the front.") if pid > 0 else
                tr("Bezique is already open with this profile; its window was brought to the "
                   "front."))
        return None, text.format(pid=pid), True
    text = (tr("Bezique is already open with this profile (process {pid}), and it did not "
               "answer. Close it first; if it is not running, remove {path}.") if pid > 0 else
            tr("Bezique is already open with this profile, and it did not answer. Close it "
               "first; if it is not running, remove {path}."))
    return None, text.format(pid=pid, path=lock_path), False
