# json.dumps errors: CPython's exception types and messages.
import json


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: json.dumps({1, 2}))
show(lambda: json.dumps(b"bytes"))
show(lambda: json.dumps([1, object()]))
show(lambda: json.dumps({"a": range(3)}))
show(lambda: json.dumps({(1, 2): 3}))
show(lambda: json.dumps({frozenset(): 3}))
show(lambda: json.dumps({1: 1, "a": 2}, sort_keys=True))
show(lambda: json.dumps({"a": 1, 1: 2}, sort_keys=True))
show(lambda: json.dumps(float('nan'), allow_nan=False))
show(lambda: json.dumps([float('inf')], allow_nan=False))
show(lambda: json.dumps({float('-inf'): 1}, allow_nan=False))
show(lambda: json.dumps([float('nan')], allow_nan=False, indent=2))
show(lambda: json.dumps({'a': float('-inf')}, allow_nan=False, indent=2))
show(lambda: json.dumps(10 ** 5000))
show(lambda: json.dumps({10 ** 5000: 1}))
a = []
a.append(a)
show(lambda: json.dumps(a))
d = {}
d['self'] = d
show(lambda: json.dumps(d))
show(lambda: json.dumps(d, indent=2))
b = [1, 2]
show(lambda: json.dumps([b, b, {'x': b}]))
x = []
for i in range(100000):
    x = [x]
show(lambda: json.dumps(x))
show(lambda: json.dumps(x, indent=1))
y = {}
for i in range(100000):
    y = {'k': y}
show(lambda: json.dumps(y))
show(lambda: json.dumps(a, check_circular=False))


class Thing:
    pass


show(lambda: json.dumps(Thing()))
show(lambda: json.dumps([1, 2, Thing()], indent=2))
show(lambda: json.dumps(1, bogus=True))
show(lambda: json.dumps(1, cls=json.JSONEncoder, indent=None))
show(lambda: json.dumps([1, {2: 3}], separators=(',', ':'), sort_keys=True))
