"""TLS for the network table: a self-signed certificate made on first use, and its fingerprint.

A server for friends has no name a certificate authority would vouch for, so ``serve --tls``
makes its own certificate (an elliptic-curve key, P-256, valid ten years) with the well-kept
``cryptography`` package, once, in the data folder, and prints its SHA-256 fingerprint. The host
gives the fingerprint with the invitation; the joining client compares it with the certificate
the server presents (:class:`~.client.TableClient`), which is what makes the connection safe
from someone in the middle. The key is written readable by its owner only.

No Qt.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import ssl
from pathlib import Path

from bezique_qt.persistence.atomic import read_limited, write_atomic

CERT_NAME = "tls-cert.pem"
KEY_NAME = "tls-key.pem"
MAX_PEM = 64 * 1024


def fingerprint(cert_pem: bytes) -> str:
    """The SHA-256 fingerprint of a PEM certificate, as colon-separated upper-case hex."""
    der = ssl.PEM_cert_to_DER_cert(cert_pem.decode("ascii"))
    digest = hashlib.sha256(der).hexdigest().upper()
    return ":".join(digest[i:i + 2] for i in range(0, len(digest), 2))


def make_certificate(hostname: str = "bezique-qt") -> tuple[bytes, bytes]:
    """A new self-signed certificate and its private key, both PEM."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, hostname)])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=3650))
            .add_extension(x509.SubjectAlternativeName([x509.DNSName(hostname)]),
                           critical=False)
            .sign(key, hashes.SHA256()))
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return cert.public_bytes(serialization.Encoding.PEM), key_pem


def server_context(folder: Path) -> tuple[ssl.SSLContext, str]:
    """The server's TLS context from the certificate in ``folder`` (made there on first use)
    and the certificate's fingerprint."""
    cert_path, key_path = folder / CERT_NAME, folder / KEY_NAME
    if not (cert_path.exists() and key_path.exists()):
        cert_pem, key_pem = make_certificate()
        write_atomic(key_path, key_pem, what="the TLS key")
        os.chmod(key_path, 0o600)
        write_atomic(cert_path, cert_pem, what="the TLS certificate")
    cert_pem = read_limited(cert_path, MAX_PEM, what="the TLS certificate")
    read_limited(key_path, MAX_PEM, what="the TLS key")  # a regular file, not a link
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert_path, key_path)
    return context, fingerprint(cert_pem)
