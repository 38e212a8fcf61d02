# An uncaught OSError made with an errno and a filename: CPython's subclass and message on the
# last stderr line ("FileNotFoundError: [Errno 2] No such file or directory: 'config.json'").
def load(path):
    print("loading", path)
    raise OSError(2, "No such file or directory", path)

load("config.json")
