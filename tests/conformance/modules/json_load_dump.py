# json.load / json.dump over file-like objects, and options passed through them.
import io
import json

buf = io.StringIO()
json.dump({'b': [1, 2.5, None], 'a': 'é'}, buf)
print(buf.getvalue())
buf = io.StringIO()
json.dump({'b': [1, 2.5, None], 'a': 'é'}, buf, indent=2, sort_keys=True, ensure_ascii=False)
print(buf.getvalue())
buf = io.StringIO()
json.dump([{1, 2}], buf, default=sorted, separators=(',', ':'))
print(buf.getvalue())


class Collect:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


c = Collect()
json.dump([1, {'x': 'y'}], c)
print(''.join(c.parts))
try:
    json.dump(object(), io.StringIO())
except TypeError as e:
    print('TypeError:', e)
try:
    json.dump([1], None)
except AttributeError as e:
    print('AttributeError:', e)

print(json.load(io.StringIO('{"k": [true, false, null, 1e2]}')))
print(json.load(io.StringIO('[1.5, 2]'), parse_float=str, parse_int=lambda t: -int(t)))
print(json.load(io.StringIO('{"a": {"b": 1}}'), object_hook=lambda d: sorted(d.items())))
print(json.load(io.BytesIO(b'{"bytes": "\xc3\xa9"}')))
print(json.load(io.BytesIO(b'\xff\xfe{\x00"\x00u\x001\x006\x00"\x00:\x00 \x001\x00}\x00')))


class Reader:
    def read(self):
        return '["from", "reader"]'


print(json.load(Reader()))
try:
    json.load(io.StringIO('[1,'))
except json.JSONDecodeError as e:
    print('JSONDecodeError:', e)
try:
    json.load('not a file')
except AttributeError as e:
    print('AttributeError:', e)
doc = {'name': 'agent', 'steps': [{'tool': 'search', 'args': {'q': 'x', 'n': 3}}, {'tool': 'done'}], 'ok': True}
buf = io.StringIO()
json.dump(doc, buf, indent=4)
buf.seek(0)
print(json.load(buf) == doc)
print(json.loads(json.dumps(doc, sort_keys=True, separators=(',', ':'))) == doc)
