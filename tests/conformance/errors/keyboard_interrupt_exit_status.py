# An uncaught KeyboardInterrupt exits with status 130, as CPython (128 + SIGINT).
def handler():
    print("stopping")
    raise KeyboardInterrupt
handler()
