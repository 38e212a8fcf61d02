# csv.reader over io.StringIO and lists of strings: quoting, escapes, embedded newlines,
# format parameters, line_num and the reader's errors.
import csv
import io


def show(text, **kw):
    src = io.StringIO(text) if isinstance(text, str) else text
    try:
        r = csv.reader(src, **kw)
        rows = [row for row in r]
        print(repr(text)[:40], sorted(kw.items()), rows, r.line_num)
    except Exception as e:
        print(repr(text)[:40], sorted(kw.items()), 'ERR', type(e).__name__, e)


show('a,b\r\nc,d\n')
show('name,age\nbob,30\nalice,25\n')
show('a\rb\n')
show('a,b\r')
show('a,b\rc,d\r')
show('"a\nb",c\n')
show('"a\r\nb",c\r\n')
show('"abc')
show('"abc', strict=True)
show('"ab"c,d')
show('"ab"c,d', strict=True)
show('a,"b"\n\n,\n')
show('a\0b')
show(' a, b,  "c"', skipinitialspace=True)
show('1,"2",,3.5\n', quoting=csv.QUOTE_NONNUMERIC)
show('1,x\n', quoting=csv.QUOTE_NONNUMERIC)
show('a\\,b,c\\\nd\n', escapechar='\\')
show('"a\\"b",c\n', escapechar='\\', doublequote=False)
show('"a""b",c\n')
show('"a""b",c\n', doublequote=False)
show('a"b,c"d\n')
show('a,"b\n', quoting=csv.QUOTE_NONE)
show(['a,b', 'c,d'])
show(['"a', 'b"'])
show(['', 'a'])
show(['a\\', 'b'], escapechar='\\')
show(['a\\\r', 'b'], escapechar='\\')
show(['a\\\rX,b\n'], escapechar='\\')
show(['a,"b\r\n', 'c"\r\n'])
show([b'a,b'])
show([1])
show(None)
show('a;b\n', delimiter=';')
show('a\\', escapechar='\\')
show('a\\', escapechar='\\', strict=True)
show('a, "b,c"', skipinitialspace=True)
show('a,"b" ,c')
show('a,"b" ,c', strict=True)
show('"a"\r"b"\n')
show('\r\n\r\n')
show('a,b,\n')
show(',\n')
show('"",""\n')
show('""\n')
show(' ', skipinitialspace=True)
show('a,  ', skipinitialspace=True)
show('"a"b"c"\n')
show('a|b', delimiter='|', quotechar="'")
show("'a|b'|c", delimiter='|', quotechar="'")
show('a\tb', dialect='excel-tab')
show('a,"b\n', dialect='unix')
show('a,"b"\n', quoting=csv.QUOTE_NONE, quotechar=None)
show('x,"multi\nline\ntext",y\nnext,row,here\n')
show('"quoted ""inner"" text",plain\n')

print(csv.field_size_limit())
print(csv.field_size_limit(10))
show('x' * 20)
show('"' + 'x' * 20 + '"')
show('short,ok')
print(csv.field_size_limit(131072))

r = csv.reader(io.StringIO('a,b\n"c\nd",e\nf\n'))
print(r.line_num, next(r), r.line_num, next(r), r.line_num, next(r), r.line_num)
try:
    next(r)
except StopIteration:
    print('StopIteration', r.line_num)
print(iter(r) is r, type(r).__name__, r.dialect.delimiter)

for bad in [(), ([], 'excel', 1)]:
    try:
        csv.reader(*bad)
    except TypeError as e:
        print('TypeError', e)
