# verdict: runtime_error
# message: no place to fill
# Everything but /tmp is read-only (or absent) inside the sandbox.
import os


def scale(x, y, k):
    for folder in ("/", "/usr", "/usr/lib", "/dev", "/dev/shm", "/proc", "/var/tmp", "__PROJECT_DIR__"):
        try:
            with open(os.path.join(folder, "fill"), "wb") as fill:
                fill.write(b"\0" * (1024 * 1024))
        except OSError:
            continue
        raise AssertionError(f"wrote to {folder}")
    raise OSError("no place to fill")
