# csv dialects: parameter validation (messages and order), Dialect subclasses, the registry
# and field_size_limit.
import csv


def d(**kw):
    try:
        dd = csv.reader([], **kw).dialect
        print(sorted(kw), 'OK', repr(dd.delimiter), repr(dd.quotechar), repr(dd.escapechar), dd.doublequote,
              dd.skipinitialspace, repr(dd.lineterminator), dd.quoting, dd.strict)
    except Exception as e:
        print(sorted(kw), 'ERR', type(e).__name__, e)


def t(f):
    try:
        print('OK', f())
    except Exception as e:
        print('ERR', type(e).__name__, e)


d()
d(delimiter='')
d(delimiter='ab')
d(delimiter=None)
d(delimiter=1)
d(delimiter='\n')
d(delimiter=' ')
d(quotechar='')
d(quotechar='ab')
d(quotechar=1)
d(quotechar=None)
d(quotechar=None, quoting=csv.QUOTE_ALL)
d(quotechar=None, quoting=csv.QUOTE_MINIMAL)
d(quotechar=None, quoting=csv.QUOTE_NONE)
d(dialect='excel', quotechar=None)
d(escapechar='')
d(escapechar='ab')
d(escapechar=1)
d(escapechar=None)
d(lineterminator=None)
d(lineterminator=1)
d(lineterminator='')
d(quoting=4)
d(quoting='a')
d(quoting=None)
d(quoting=1.0)
d(doublequote=0)
d(doublequote='')
d(strict=1, skipinitialspace=[1])
d(foo=1)
d(dialect='nope')
d(dialect=1)
d(dialect=csv.excel, delimiter=';')
d(dialect='excel-tab')
d(dialect='unix')
d(delimiter='"')
d(escapechar=',')
d(quoting=None, escapechar=1)
d(quoting=None, lineterminator=1)
d(quoting=None, quotechar=1)
d(quotechar=1, escapechar=1)
d(quotechar=1, lineterminator=1)
d(escapechar=1, lineterminator=1)
d(delimiter=1, quotechar=1)
d(delimiter='', escapechar=1)
d(lineterminator=None, quoting=9)
d(lineterminator=None, quotechar=None, quoting=1)


class Semi(csv.Dialect):
    delimiter = ';'
    quotechar = '"'
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL


d(dialect=Semi)
d(dialect=Semi())


class NoQuote(csv.Dialect):
    delimiter = ';'
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL


d(dialect=NoQuote)


class Plain:
    delimiter = '|'


class PlainNoQuote:
    quotechar = None


d(dialect=Plain)
d(dialect=Plain())
d(dialect=PlainNoQuote)


class Bad(csv.Dialect):
    delimiter = ';'


class Bad2(csv.Dialect):
    delimiter = ';'
    quotechar = '"'
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL
    escapechar = 'ab'


for cls in (Bad, Bad2, csv.Dialect):
    try:
        cls()
        print('made', cls.__name__)
    except Exception as e:
        print(type(e).__name__, e)

print({k: getattr(csv.Dialect, k) for k in ['delimiter', 'quotechar', 'escapechar', 'doublequote',
                                             'skipinitialspace', 'lineterminator', 'quoting']})
print({k: v for k, v in vars(csv.excel).items() if not k.startswith('_')})
print({k: v for k, v in vars(csv.excel_tab).items() if not k.startswith('_')})
print({k: v for k, v in vars(csv.unix_dialect).items() if not k.startswith('_')})
print(csv.excel().delimiter, isinstance(csv.excel(), csv.Dialect), issubclass(csv.excel_tab, csv.excel))

print(csv.list_dialects())
t(lambda: csv.get_dialect('nope'))
t(lambda: csv.get_dialect(1))
t(lambda: csv.unregister_dialect('nope'))
t(lambda: csv.register_dialect(1))
t(lambda: csv.register_dialect('x', delimiter='ab'))
t(lambda: csv.register_dialect('x', 1, 2))
t(lambda: csv.register_dialect())
t(lambda: csv.register_dialect('mine', delimiter=';'))
dd = csv.get_dialect('mine')
print(type(dd).__name__, repr(dd.delimiter), dd.quoting, repr(dd.lineterminator))
t(lambda: setattr(dd, 'delimiter', 'x'))
t(lambda: csv.register_dialect('mine2', 'mine', quoting=csv.QUOTE_ALL))
print(csv.get_dialect('mine2').delimiter, csv.get_dialect('mine2').quoting)
t(lambda: csv.register_dialect('semi', Semi))
print(list(csv.reader(['a;"b;c"'], 'semi')))
print(csv.list_dialects())
t(lambda: csv.unregister_dialect('mine'))
print(csv.list_dialects())
print(csv.get_dialect('excel').delimiter, csv.get_dialect('excel-tab').delimiter == '\t')

t(lambda: csv.field_size_limit())
t(lambda: csv.field_size_limit('a'))
t(lambda: csv.field_size_limit(1, 2))
t(lambda: csv.field_size_limit(-1))
t(lambda: csv.field_size_limit(131072))

print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, csv.__version__)
print(csv.Error, csv.Error.__mro__, csv.Error.__module__)
print(csv.excel, csv.Dialect, csv.Sniffer, csv.DictReader, csv.DictWriter)
print(sorted(csv.__all__))
try:
    raise csv.Error('custom')
except csv.Error as e:
    print(repr(e), isinstance(e, Exception))
