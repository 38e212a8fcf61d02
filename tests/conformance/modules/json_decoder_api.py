# JSONDecoder and JSONDecodeError as objects: attributes, raw_decode, strict, subclasses, cls=
# keyword passing, hook order with object_pairs_hook, bytes input, BOM handling.
import json


def show(f):
    try:
        print(repr(f()))
    except json.JSONDecodeError as e:
        print('JSONDecodeError:', e, '|', repr(e.msg), e.pos, e.lineno, e.colno)
    except Exception as e:
        print(type(e).__name__ + ':', e)


d = json.JSONDecoder()
print(d.object_hook, d.object_pairs_hook, d.strict, d.parse_float is float, d.parse_int is int)
print(d.parse_constant('NaN'), d.parse_constant('Infinity'), d.parse_constant('-Infinity'))
d2 = json.JSONDecoder(parse_float=str, parse_int=str, strict=False, object_hook=dict)
print(d2.parse_float is str, d2.parse_int is str, d2.strict, d2.object_hook is dict)
show(lambda: json.JSONDecoder(5))
show(lambda: json.JSONDecoder(bogus=1))
show(lambda: json.loads('[1]', bogus=1))
show(lambda: json.loads('[1]', strict=False))
show(lambda: json.loads('["a\tb\nc\x00d"]', strict=False))
show(lambda: json.loads('["a\tb"]'))
show(lambda: json.loads('{"k\n": 1}', strict=False))
show(lambda: json.loads('{"k\n": 1}'))
show(lambda: d.raw_decode('{"a": [1, 2]}   tail', 0))
show(lambda: d.raw_decode('xx[true]yy', 2))
show(lambda: d.raw_decode(''))
show(lambda: d.raw_decode('   '))
show(lambda: d.raw_decode(' 1'))
show(lambda: d.raw_decode(b'[]'))
show(lambda: d.raw_decode('[1,'))
show(lambda: d.decode('  {"x": null}  '))
show(lambda: d.decode('[] []'))
show(lambda: d.decode('\ufeff[]'))
show(lambda: json.loads('\ufeff[]'))
show(lambda: json.loads('\ufeff'))
show(lambda: json.loads(b'\xef\xbb\xbf"x"'))
show(lambda: json.loads(bytearray(b'[1, 2.5, "\xc3\xa9"]')))
show(lambda: json.loads(b''))
show(lambda: json.loads(b'  '))
show(lambda: json.loads(b'[1, 2'))
show(lambda: json.loads(1.5))

# Hooks in order: parse_* as values appear, object hooks when each object closes.
log = []


def pairs(p):
    log.append(('pairs', [k for k, _ in p]))
    return dict(p)


def num(t):
    log.append(('num', t))
    return t


r = json.loads('{"a": {"b": 1, "c": [2.5, {"d": 3}]}, "e": 4}', object_pairs_hook=pairs,
               parse_int=num, parse_float=num)
print(r)
for x in log:
    print(x)
log.clear()
print(json.loads('[{"a": 1}, [{"b": {}}]]', object_hook=lambda o: ('O', o)))
print(json.loads('{"x": [1, {"y": 2}]}', object_pairs_hook=tuple))
print(json.loads('[1, 2, 3]', parse_int=lambda t: int(t) * 2))
print(json.loads('[-0, -1.0, 1E3]', parse_int=repr, parse_float=repr))
print(json.loads('[Infinity, -Infinity, NaN]', parse_constant=lambda c: c + '!'))
print(json.loads('{"a": NaN}', object_hook=lambda o: sorted(o), parse_constant=len))
deep = json.loads('[' * 50 + '{"k": 1}' + ']' * 50, object_hook=lambda o: o['k'])
while isinstance(deep, list):
    deep = deep[0]
print(deep)

# cls= gets only the hooks that were given, plus extra keywords.
class Spy(json.JSONDecoder):
    def __init__(self, **kw):
        print('Spy got', sorted(kw))
        super().__init__(**kw)


print(json.loads('{"a": 1.5}', cls=Spy))
print(json.loads('{"a": 1.5}', cls=Spy, parse_float=str, strict=True))
print(json.loads('[1]', cls=Spy, object_hook=None, parse_int=None))


class Upper(json.JSONDecoder):
    def decode(self, s):
        return super().decode(s.upper())


print(json.loads('[true]'.replace('true', '"x"'), cls=Upper))


class Tail(json.JSONDecoder):
    def raw_decode(self, s, idx=0):
        obj, end = super().raw_decode(s, idx)
        return ['tail', obj], end


print(Tail().decode('[1]'), json.loads('{"q": 2}', cls=Tail))
show(lambda: Tail().decode('[1] x'))

# JSONDecodeError itself.
e = json.JSONDecodeError('Expecting value', '{\n  "a": ?\n}', 9)
print(e, '|', e.msg, e.pos, e.lineno, e.colno, e.args)
print(repr(e))
print(e.__reduce__()[0] is json.JSONDecodeError, e.__reduce__()[1])
e = json.JSONDecodeError('m', 'abc', 0)
print(e.lineno, e.colno, str(e))
e = json.JSONDecodeError('m', '\n\n', 2)
print(e.lineno, e.colno, str(e))
print(json.JSONDecodeError.__mro__[1].__name__, json.JSONDecodeError.__module__)
print(json.JSONDecoder.__module__, json.JSONEncoder.__module__)
try:
    json.loads('{"a": 1,\n "b": [1, 2,\n  }')
except ValueError as exc:
    print(type(exc).__name__, exc.lineno, exc.colno, exc.pos, exc.msg)
print(sorted(json.__all__))
