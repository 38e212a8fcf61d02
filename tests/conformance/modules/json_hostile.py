# Hostile json input: deep nesting ends in RecursionError at once, whatever the depth; huge
# numbers and long strings behave as in CPython.
import json


def show(f):
    try:
        r = f()
        print(type(r).__name__, len(r) if isinstance(r, (str, list, dict)) else len(str(r)) if type(r) is int else r)
    except RecursionError as e:
        print("RecursionError:", e)
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: json.loads('[' * 1000000))
show(lambda: json.loads('{"a":' * 1000000))
show(lambda: json.loads('[' * 1000000 + ']' * 1000000))
show(lambda: json.loads('[{"a":' * 300000))
show(lambda: json.loads('[' * 100 + ']' * 100))
show(lambda: json.loads('[' * 500 + '1' + ']' * 500))
show(lambda: json.loads('{"a":' * 200 + '1' + '}' * 200))
show(lambda: json.loads('"' + 'x' * 1000000 + '"'))
show(lambda: json.loads('"' + '\\n' * 100000 + '"'))
show(lambda: json.loads('[' + '1,' * 100000 + '1]'))
show(lambda: json.loads('1' * 4300))
show(lambda: json.loads('-' + '1' * 4300))
show(lambda: json.loads('1' * 4301))
show(lambda: json.loads('1.' + '1' * 10000))
show(lambda: json.loads('1e999999999999999999'))
show(lambda: json.loads('0.' + '0' * 5000 + '1'))
show(lambda: json.loads('[' * 1000000, object_hook=dict))
lone = chr(0xD800)
show(lambda: json.dumps(lone))
print(json.dumps(lone), json.dumps(chr(0xDFFF) + 'x' + lone))
show(lambda: json.dumps(chr(0xDFFF) + lone, ensure_ascii=False) == '"' + chr(0xDFFF) + lone + '"')
show(lambda: json.loads('"\\ud800"') == lone)
show(lambda: json.loads('"\\udc00\\udc00"') == chr(0xDC00) * 2)
show(lambda: json.dumps(json.loads('"\\udbff"')))
for n in range(990, 1000):
    try:
        json.loads('[' * n + ']' * n)
        json.JSONDecoder().raw_decode('{"a":' * n + '1' + '}' * n)
        print(n, 'ok')
    except RecursionError as e:
        print(n, e)
shared = []
for i in range(18):
    shared = [shared, {"k": shared}]
show(lambda: json.dumps(shared))
