"""Reading back what a harness's stdin holds (grader/sandbox_program.py): its modules, then the job."""

from __future__ import annotations


def split_program(stdin: bytes) -> tuple[list[tuple[str, bytes]], bytes]:
    """The framed modules as (name, marshal data), `__main__` last, and what follows them."""
    modules: list[tuple[str, bytes]] = []
    while not modules or modules[-1][0] != "__main__":
        header, stdin = stdin.split(b"\n", 1)
        name, length = header.decode().split()
        modules.append((name, stdin[:int(length)]))
        stdin = stdin[int(length):]
    return modules, stdin
