# csv.writer into io.StringIO: what needs quoting or escaping under each quoting mode,
# writerow's return value, writerows, and the writer's errors.
import csv
import io


def show(rows, **kw):
    s = io.StringIO()
    try:
        w = csv.writer(s, **kw)
        res = [w.writerow(r) for r in rows]
        print(sorted(kw.items()), res, repr(s.getvalue()))
    except Exception as e:
        print(sorted(kw.items()), 'ERR', type(e).__name__, e, repr(s.getvalue()))


show([['a', 'b'], [1, 2.5, None, True]])
show([['a,b', 'c"d', 'e\nf', 'g\rh', ' x ', '']])
show([[''], [], [None], ['', '']])
show([['a', 'b']], quoting=csv.QUOTE_ALL)
show([['a', 1, 2.5, None, True]], quoting=csv.QUOTE_NONNUMERIC)
show([['a,b']], quoting=csv.QUOTE_NONE)
show([['a,b', 'c"d', 'e\\f', 'g\nh']], quoting=csv.QUOTE_NONE, escapechar='\\')
show([['c"d']], doublequote=False)
show([['c"d', 'e\\f', 'x,y']], doublequote=False, escapechar='\\')
show([['e\\f', 'x']], escapechar='\\')
show([['a', 'b']], lineterminator='\n')
show([['a', 'b']], lineterminator='XY')
show([['aXb', 'b']], lineterminator='XY')
show([['aYb', 'b']], lineterminator='XY')
show([['a\rb', 'c\nd']], lineterminator='\n')
show([['e\\f,g']], escapechar='\\')
show([['c"d']], quoting=csv.QUOTE_ALL, doublequote=False, escapechar='\\')
show([['c"d', 'e\\f']], quoting=csv.QUOTE_ALL, escapechar='\\')
show([['a', '']], quoting=csv.QUOTE_NONE)
show([['']], quoting=csv.QUOTE_NONE)
show([[None]], quoting=csv.QUOTE_ALL)
show([[]], quoting=csv.QUOTE_ALL)
show([['a b']], delimiter=' ', quoting=csv.QUOTE_NONE, escapechar='\\')
show([[' a']], skipinitialspace=True)
show([[1.0, 1e20, float('nan'), 10 ** 20, -0.5, 1 / 3]])
show([['a b', 'b']], delimiter=' ')
show([['a\tb', 'b']], dialect='excel-tab')
show([['a', 1]], dialect='unix')
show([None])
show([1])
show(['abc'])
show([['#']])
show([['a']], quotechar=None)
show([['a,b']], quotechar=None)
show([['a"b']], quoting=csv.QUOTE_NONE)
show([['a"b']], quoting=csv.QUOTE_NONE, escapechar='\\')
show([[b'x', [1], (2,)]])
show([(x for x in 'ab')])
show([{'a': 1}])
show([range(3)])


class Boom:
    def __str__(self):
        raise ValueError('boom')


show([[Boom()]])

s = io.StringIO()
w = csv.writer(s)
print(w.writerows([['a'], ['b', 'c']]), repr(s.getvalue()))
print(w.writerows([]), w.writerows(iter([[1, 2]])), repr(s.getvalue()))
for bad in [None, [1]]:
    try:
        w.writerows(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(w.dialect.delimiter, repr(w.dialect.lineterminator), type(w).__name__)

for target in [None, 1]:
    try:
        csv.writer(target)
    except Exception as e:
        print(type(e).__name__, e)
try:
    csv.writer()
except TypeError as e:
    print('TypeError', e)

# Round trip through the reader.
rows = [['plain', 'with,comma', 'with "quote"', 'multi\nline', '', ' sp ']]
s = io.StringIO()
csv.writer(s).writerows(rows)
print(list(csv.reader(io.StringIO(s.getvalue()))) == rows)
