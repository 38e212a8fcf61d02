# json.loads hooks: object_hook, object_pairs_hook, parse_float/int/constant, their call order.
import json

log = []


def oh(d):
    log.append(('object', sorted(d)))
    return {"wrapped": d}


def pf(t):
    log.append(('float', t))
    return 'F' + t


def pi(t):
    log.append(('int', t))
    return int(t) * 10


def pc(t):
    log.append(('const', t))
    return t.lower()


doc = '{"a": [1, 2.5, {"b": NaN}], "c": {"d": -Infinity, "e": 7}, "f": "s"}'
print(json.loads(doc, object_hook=oh))
print(json.loads(doc, parse_float=pf, parse_int=pi, parse_constant=pc))
print(json.loads(doc, object_hook=oh, parse_float=pf, parse_int=pi, parse_constant=pc))
for entry in log:
    print(entry)
log.clear()
print(json.loads('{"x": 1, "y": {"z": 2}, "x": 3}', object_pairs_hook=lambda p: p))
print(json.loads('{"x": 1}', object_pairs_hook=lambda p: ('pairs', p), object_hook=oh))
print(json.loads('[]', object_hook=oh), json.loads('{}', object_hook=oh), json.loads('{}', object_pairs_hook=list))
print(json.loads('[1.5, 2]', parse_float=float, parse_int=int))
print(json.loads('[1.5, 2]', parse_float=str))
print(json.loads('[1, 2]', parse_int=float))
print(json.loads('1.25', parse_float=lambda s: s[::-1]))
print(json.loads('NaN', parse_constant=lambda s: 0))
print(json.JSONDecoder(object_hook=lambda d: len(d)).decode('[{"a": 1}, {}]'))
print(json.JSONDecoder(parse_int=str).raw_decode('[1, 2] rest'))


def bad(t):
    raise ValueError('no constants: ' + t)


try:
    json.loads('[1, NaN]', parse_constant=bad)
except ValueError as e:
    print('ValueError:', e)
try:
    json.loads('{"a": 1}', object_hook=lambda d: d['missing'])
except KeyError as e:
    print('KeyError:', e)


class Dec(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)

    def hook(self, d):
        return sorted(d.items())


print(json.loads('{"b": 1, "a": {"c": 2}}', cls=Dec))
print(json.loads('{"b": 1}', cls=json.JSONDecoder))
try:
    json.loads('[1, 2', object_hook=oh)
except json.JSONDecodeError as e:
    print('JSONDecodeError:', e)
