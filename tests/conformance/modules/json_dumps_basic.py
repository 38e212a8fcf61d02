# json.dumps: every value kind, separators, indent, sort_keys, ensure_ascii, key coercion.
import json

print(json.dumps(None), json.dumps(True), json.dumps(False))
print(json.dumps(0), json.dumps(-17), json.dumps(2**63), json.dumps(-(10**40)))
print(json.dumps(1.0), json.dumps(0.1), json.dumps(1e16), json.dumps(1e-7), json.dumps(-0.0), json.dumps(123456789.125))
print(json.dumps(float('nan')), json.dumps(float('inf')), json.dumps(float('-inf')))
print(json.dumps("plain"), json.dumps(""), json.dumps('quote " back \\ slash /'))
print(json.dumps("\b\f\n\r\t\x00\x01\x1f\x7f"))
print(json.dumps("héllo wörld €"), json.dumps("😀 emoji"), json.dumps("\u2028\u2029"))
print(json.dumps("héllo € 😀 \x7f", ensure_ascii=False))
print(json.dumps([1, "a", None, [], {}, [[]], (1, 2)]))
print(json.dumps({"a": 1, "b": [1, 2, {"c": None}]}))
print(json.dumps({1: "int", 2.5: "float", True: "t", False: "f", None: "n"}))
print(json.dumps({float('inf'): 1, float('nan'): 2, -0.0: 3}))
print(json.dumps({10**30: 'big'}))
print(json.dumps([1, 2, {"a": 3}], separators=(',', ':')))
print(json.dumps({"a": 1, "b": 2}, separators=(' , ', ' : ')))
print(json.dumps({"b": 1, "a": 2, "c": {"z": 1, "y": 2}}, sort_keys=True))
print(json.dumps({"é": 1, "e": 2, "z": 3, "€": 4, "😀": 5, "A": 6}, sort_keys=True, ensure_ascii=False))
print(json.dumps({3: 'a', 1: 'b', 2: 'c'}, sort_keys=True))
print(json.dumps({"a": [1, 2, {"b": [], "c": {}}], "d": "x"}, indent=2))
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps({"a": [1, 2]}, indent="\t"))
print(json.dumps({"a": [1, 2]}, indent="--"))
print(json.dumps([], indent=4), json.dumps({}, indent=4), json.dumps([[]], indent=4))
print(json.dumps({"a": 1, "b": 2}, indent=2, separators=(',', ': ')))
print(json.dumps({"a": 1, "b": 2}, indent=-1))
print(json.dumps({"a": 1}, indent=2, sort_keys=True))
print(json.dumps({(1, 2): 'x', 'k': 'v'}, skipkeys=True))
print(json.dumps({(1, 2): 'x'}, skipkeys=True))
print(json.dumps({(1, 2): 'x'}, skipkeys=True, indent=2))
print(repr(json.dumps("x" * 3)), type(json.dumps(1)).__name__)


class MyList(list):
    pass


class MyDict(dict):
    pass


print(json.dumps(MyList([1, 2, MyDict(a=1)])))
print(json.dumps(MyDict(b=MyList([]), a=2), sort_keys=True))
print(json.dumps([1.5, 2.25, 1e100, 5e-324, 1.7976931348623157e308, 0.30000000000000004]))
print(json.dumps(12345678901234567890123))
print(json.dumps({"nested": {"deep": {"deeper": [1, {"x": "y"}]}}}, indent=3))
print(json.dumps(["a", "b"], indent=1, separators=(';', '=')))
print(json.dumps(list(range(5))))
print(json.dumps(tuple()))
