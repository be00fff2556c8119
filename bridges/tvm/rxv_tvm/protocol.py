"""The worker's framing: every message, either way, is one frame

    <decimal byte length of the payload>\n<payload: UTF-8 JSON object>

A reader that meets EOF at a frame boundary stops; anything else malformed is an error.
"""

import json

MAX_FRAME = 256 << 20  # bytes; a larger length is a framing error, not an allocation


class FramingError(Exception):
    pass


def read_frame(stream):
    """The next message from a binary stream, or None at EOF before a frame."""
    header = stream.readline(32)
    if not header:
        return None
    if not header.endswith(b"\n") or not header[:-1].isdigit():
        raise FramingError(f"bad frame header {header!r}")
    length = int(header)
    if length > MAX_FRAME:
        raise FramingError(f"frame of {length} bytes exceeds {MAX_FRAME}")
    payload = stream.read(length)
    if len(payload) != length:
        raise FramingError(f"EOF inside a frame ({len(payload)} of {length} bytes)")
    msg = json.loads(payload.decode("utf-8"))
    if not isinstance(msg, dict):
        raise FramingError("a message must be a JSON object")
    return msg


def write_frame(stream, msg):
    payload = json.dumps(msg).encode("utf-8")
    stream.write(b"%d\n" % len(payload))
    stream.write(payload)
    stream.flush()
