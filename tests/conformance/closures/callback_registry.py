def make_event_bus():
    handlers = {}

    def on(event):
        def deco(fn):
            handlers.setdefault(event, []).append(fn)
            return fn
        return deco

    def emit(event, *args, **kwargs):
        return [h(*args, **kwargs) for h in handlers.get(event, [])]

    def count():
        return {e: len(hs) for e, hs in handlers.items()}

    return on, emit, count


on, emit, count = make_event_bus()
seen = []


@on("save")
def audit(doc, user="system"):
    seen.append((doc, user))
    return f"audited {doc}"


@on("save")
def notify(doc, user="system"):
    return f"notified {user}"


@on("delete")
def purge(doc):
    return f"purged {doc}"


print(emit("save", "a.txt"), emit("save", "b.txt", user="ana"), emit("delete", "c"), emit("nothing"))
print(seen, count())


def memo(fn):
    cache = {}
    hits = [0]

    def wrapper(*args):
        if args in cache:
            hits[0] += 1
        else:
            cache[args] = fn(*args)
        return cache[args]

    wrapper.stats = lambda: (len(cache), hits[0])
    return wrapper


@memo
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)


print(paths(8, 8), paths.stats())
adders = [lambda x, n=n: x + n for n in range(3)]
late = [lambda x: x + n for n in range(3)]
print([f(10) for f in adders], [f(10) for f in late])
