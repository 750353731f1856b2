# verdict: runtime_error
# message: can't start new thread
import threading
import time


def scale(x, y, k):
    while True:
        threading.Thread(target=time.sleep, args=(3600,), daemon=True).start()
