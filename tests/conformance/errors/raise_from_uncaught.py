def load(key):
    data = {"a": 1}
    try:
        return data[key]
    except KeyError as e:
        raise LookupError(f"no such key: {key}") from e
print(load("a"))
load("b")
