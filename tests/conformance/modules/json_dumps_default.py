# json.dumps with default= and JSONEncoder subclasses (the Python path), cls=, iterencode.
import json


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def enc(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"cannot encode {type(o).__name__}")


print(json.dumps([Point(1, 2), {3, 1, 2}, "s"], default=enc))
print(json.dumps({"p": Point(1.5, None)}, default=enc, indent=2, sort_keys=True))
print(json.dumps([1, 2], default=enc))
print(json.dumps({"when": object()}, default=lambda o: "<obj>"))
print(json.dumps([Point(0, 0)], default=vars))
print(json.dumps({1, 2, 3}, default=list))
try:
    json.dumps([1, object()], default=enc)
except TypeError as e:
    print("TypeError:", e)


class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return [o.x, o.y]
        return super().default(o)


print(json.dumps({"a": Point(3, 4)}, cls=Enc))
print(Enc(indent=1).encode([Point(5, 6)]))
try:
    json.dumps({"a": object()}, cls=Enc)
except TypeError as e:
    print("TypeError:", e)


class Loop:
    pass


lp = Loop()
try:
    json.dumps(lp, default=lambda o: [o])
except ValueError as e:
    print("ValueError:", e)

calls = []


def tracking(o):
    calls.append(type(o).__name__)
    return str(type(o).__name__)


print(json.dumps({"b": Point(1, 1), "a": [Loop(), {1}]}, default=tracking, sort_keys=True))
print(calls)
e = json.JSONEncoder(sort_keys=True, separators=(',', ':'))
print(e.encode({"z": 1, "a": [1, 2]}))
print(list(json.JSONEncoder().iterencode({"a": [1, 2]})))
print(''.join(json.JSONEncoder(indent=2).iterencode([1, {"k": "v"}])))
print(json.JSONEncoder().encode("é"), json.JSONEncoder(ensure_ascii=False).encode("é"))
print(e.item_separator, e.key_separator, json.JSONEncoder().item_separator, json.JSONEncoder(indent=2).item_separator)
print(json.dumps([float('nan'), Point(1, 2)], default=enc))
try:
    json.dumps([float('nan'), Point(1, 2)], default=enc, allow_nan=False)
except ValueError as e:
    print("ValueError:", e)


class OD(dict):
    def items(self):
        return sorted(super().items(), reverse=True)


print(json.dumps(OD(a=1, b=2, c=3)))
