#!/usr/bin/env python3
"""A man in the middle for the control protocol's tests (docs/protocol.md, "Frames").

Listens on 127.0.0.1:LISTEN, forwards one connection to 127.0.0.1:TARGET, and flips one
bit in the body of frame number FRAME (0-based) of the chosen direction: "down"
(manager -> dynamo) or "up" (dynamo -> manager). Every other byte passes unchanged.
It exits after the connection ends or after --lifetime seconds, whichever is first.
"""
import argparse
import socket
import struct
import sys
import threading


def pump(src, dst, alter_frame, log):
    """Copies src to dst frame by frame, altering frame number alter_frame (-1: none)."""
    buffer = b""
    index = 0
    try:
        while True:
            chunk = src.recv(65536)
            if not chunk:
                break
            buffer += chunk
            while len(buffer) >= 4:
                (length,) = struct.unpack(">I", buffer[:4])
                if len(buffer) < 4 + length:
                    break
                frame = bytearray(buffer[: 4 + length])
                buffer = buffer[4 + length :]
                if index == alter_frame:
                    frame[4 + length // 4] ^= 0x01
                    log.write(f"altered frame {index} ({length} bytes)\n")
                    log.flush()
                dst.sendall(bytes(frame))
                index += 1
    except OSError:
        pass
    finally:
        for s in (src, dst):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--listen", type=int, required=True)
    parser.add_argument("--target", type=int, required=True)
    parser.add_argument("--direction", choices=["down", "up"], required=True)
    parser.add_argument("--frame", type=int, required=True)
    parser.add_argument("--lifetime", type=float, default=30)
    args = parser.parse_args()

    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", args.listen))
    server.listen(1)
    server.settimeout(args.lifetime)
    timer = threading.Timer(args.lifetime, lambda: sys.exit(0))
    timer.daemon = True
    timer.start()
    dynamo, _ = server.accept()
    manager = socket.create_connection(("127.0.0.1", args.target), timeout=5)
    manager.settimeout(None)
    down = threading.Thread(target=pump, args=(manager, dynamo, args.frame if args.direction == "down" else -1, sys.stdout), daemon=True)
    up = threading.Thread(target=pump, args=(dynamo, manager, args.frame if args.direction == "up" else -1, sys.stdout), daemon=True)
    down.start()
    up.start()
    down.join(args.lifetime)
    up.join(1)


if __name__ == "__main__":
    main()
