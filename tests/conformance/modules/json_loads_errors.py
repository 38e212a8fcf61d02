# json.loads errors: JSONDecodeError's msg, pos, lineno, colno and str(), and the other errors.
import json


def show(s, **kw):
    try:
        print(repr(json.loads(s, **kw)))
    except json.JSONDecodeError as e:
        print(type(e).__name__, isinstance(e, ValueError), repr(e.msg), e.pos, e.lineno, e.colno, '|', e)
    except Exception as e:
        print(type(e).__name__ + ":", e)


for doc in ['', ' ', '[', ']', '{', '}', '[1', '[1,', '[1,]', '[1 2]', '{"a"', '{"a":', '{"a" 1}',
            '{"a":1', '{"a":1,', '{"a":1,}', '{"a":1 "b":2}', '{1: 2}', "{'a': 1}", '"abc', '"ab\\',
            '"\\x"', '"\\u12"', '"\\u12x4"', '"\\uzzzz"', '"\\ud800\\u12"', '"\\ud800\\uzzzz"', '"a\nb"',
            '"a\x00b"', '"a\tb"', 'nul', 'tru', 'fals', 'True', 'None', 'nan', 'inf', '-', '-a', '+1',
            '01', '00', '1.', '.5', '1e', '1e+', '1.5e', '[1e]', '-Infinityx', 'Infinit', 'NaNa',
            '[1] [2]', '1 2', '{"a": 1}}', '\n\n  [1,\n   2,\n   x]', '[\n1,\n2\n', '[1,\r\n2,\r\n@]',
            '["é", x]', '{"é": 1, "ü": }', '"ü\\q"', '\ufeff[1]', '[1, 2, 3, ]', '{"a" : 1 , }',
            '[tru]', '[-]', '[--1]', '{"a":"b",1}', 'x' * 10, '"\\', '"\\u', '"\\u1234']:
    show(doc)

show('"\x1f"')
show('"ok\x1fok"', strict=False)
show(123)
show(None)
show([1])
show(b'\xff\xfe[\x001\x00]\x00')
show('1' * 5000)
show('[' + '1' * 4301 + ']')
e = json.JSONDecodeError('Boom', 'line one\nline two', 12)
print(e, e.msg, e.doc, e.pos, e.lineno, e.colno, e.args)
print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__name__)
try:
    json.loads('[1, 2')
except ValueError as e:
    print('caught as ValueError:', e)
d = json.JSONDecoder()
for doc, idx in [('[1] x', 0), (' [1]', 0), ('abc', 1), ('[1]', 5), ('[1]', -1)]:
    try:
        print(d.raw_decode(doc, idx))
    except Exception as e:
        print(type(e).__name__ + ":", e)
