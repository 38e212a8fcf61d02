# string: Template subclassing (delimiter, idpattern, braceidpattern, flags, pattern), error
# positions, and Formatter's hooks, parser corner cases and error messages.
import string
from string import Template, Formatter, capwords


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


show('capwords sep', lambda: capwords('a  b\tc', ' '))
show('capwords', lambda: capwords('\thELLO wOrld\n ÉTÉ ßtraße 1st'))
show('capwords multi sep', lambda: capwords('one::two::', '::'))
show('capwords none', lambda: capwords(None))
print(len(string.printable), string.printable.endswith(string.whitespace), sorted(string.__all__))

show('tmpl $$ only', lambda: Template('$$$$').substitute())
show('tmpl adjacent', lambda: Template('$a$b${a}${b}').substitute(a=1, b='2'))
show('tmpl case', lambda: Template('$ABC $aBc').substitute(ABC=1, aBc=2))
show('tmpl digit start', lambda: Template('$1abc').safe_substitute())
show('tmpl bad pos', lambda: Template('abc\ndef $ ghi').substitute())
show('tmpl bad pos 2', lambda: Template('\n\n  $').substitute())
show('tmpl bad first', lambda: Template('$').substitute())
show('tmpl bad crlf', lambda: Template('a\r\nbb\r\n $-').substitute())
show('tmpl brace bad', lambda: Template('${a-b}').substitute({'a-b': 1}))
show('tmpl brace empty', lambda: Template('${}').substitute())
show('tmpl missing', lambda: Template('$a $b').substitute(a=1))
show('tmpl missing brace', lambda: Template('${zz}').substitute())
show('tmpl kw over map', lambda: Template('$a $b').substitute({'a': 1, 'b': 2}, b=3))
show('tmpl str()', lambda: Template('$x').substitute(x=[1, (2,)]))
show('tmpl nonascii id', lambda: Template('$ü $a').safe_substitute(a=1))
show('tmpl ids', lambda: Template('$a ${b} $a $$c $ ${a} $_9').get_identifiers())
show('tmpl ids invalid', lambda: Template('$a $').get_identifiers())
show('tmpl valid', lambda: [Template(s).is_valid() for s in ('', '$$', '$a', '$', '${a', 'a$b$')])
show('tmpl mapping obj', lambda: Template('$k').substitute(type('M', (), {'__getitem__': lambda self, k: k * 2})()))
show('tmpl safe keeps', lambda: Template('$a ${b} $ $$ ${c d}').safe_substitute())
show('tmpl too many', lambda: Template('$a').substitute({}, {}))
show('tmpl mapping kw', lambda: Template('$mapping').substitute(mapping=5))
show('tmpl self kw', lambda: Template('$self').substitute(self=5))
show('tmpl template attr', lambda: Template('xy').template)
show('tmpl nonstr', lambda: Template(5).substitute())


class Curly(Template):
    delimiter = '@@'


class Braced(Template):
    braceidpattern = r'[^}]+'


class Strict(Template):
    flags = 0


class Dollar(Template):
    idpattern = r'[A-Z]+'


class Custom(Template):
    pattern = r'''
    \#(?:
      (?P<escaped>\#) |
      (?P<named>[a-z]+) |
      <(?P<braced>[a-z ]+)> |
      (?P<invalid>)
    )
    '''


class NoVerbose(Template):
    pattern = r'%(?:(?P<escaped>%)|(?P<named>[a-z]+)|\{(?P<braced>[a-z]+)\}|(?P<invalid>))'


show('curly', lambda: Curly('@@x @@@@ @@{x} @ $x').substitute(x=1))
show('curly bad', lambda: Curly('ab @@').substitute())
show('braced', lambda: Braced('${a b} $a ${!}').substitute({'a b': 1, 'a': 2, '!': 3}))
show('braced ids', lambda: Braced('${a b} $c').get_identifiers())
show('strict', lambda: Strict('$abc $ABC').safe_substitute(abc=1))
show('strict ids', lambda: Strict('$abc $ABC $Abc').get_identifiers())
show('dollar', lambda: Dollar('$ABC $abc').safe_substitute(ABC=1, abc=2))
show('custom', lambda: Custom('#a ## #<b c> #').safe_substitute({'a': 1, 'b c': 2}))
show('custom bad', lambda: Custom('x\n #').substitute(a=1))
show('custom ids', lambda: Custom('#a #<b c>').get_identifiers())
show('noverbose', lambda: NoVerbose('%a %% %{b} %').safe_substitute(a=1, b=2))
print(type(Template.pattern).__name__ == type(Custom.pattern).__name__, Template.delimiter,
      Template.braceidpattern, Curly.delimiter)
m = Template.pattern.search('x $abc y')
print(m.group('named'), m.start(), Template.pattern.search('${q}').group('braced'))


class Logged(Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        print('  used', sorted(map(str, used_args)), len(args), sorted(kwargs))

    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value).upper()
        return super().convert_field(value, conversion)


lg = Logged()
print(lg.format('{0} {1!u} {k} {k}', 'a', 'b', 'c', k='kk', z=0))
print(lg.format('{0.real} {x[a]} {x[0]}', 5, x={'a': 1, 0: 2}))
f = Formatter()
show('auto', lambda: f.format('{}{}{}', 1, 2, 3))
show('auto then manual', lambda: f.format('{}{1}', 1, 2))
show('manual then auto', lambda: f.format('{1}{}', 1, 2))
show('nested spec', lambda: f.format('{0:{1}{2}}', 3.14159, '.', '3'))
show('nested auto', lambda: f.format('{:{}.{}f}', 3.14159, 10, 2))
show('deep nesting', lambda: f.format('{0:{1:{2}}}', 1, 2, 3))
show('too deep', lambda: f.format('{0:{1:{2:{3}}}}', 1, 2, 3, 4))
show('index range', lambda: f.format('{5}', 1))
show('missing kw', lambda: f.format('{nope}'))
show('attr missing', lambda: f.format('{0.nope}', 1))
show('empty attr', lambda: f.format('{0.}', 1))
show('empty index', lambda: f.format('{0[]}', [1]))
show('after bracket', lambda: f.format('{0[0]x}', [1]))
show('missing bracket', lambda: f.format('{0[0}', [1]))
show('str index', lambda: f.format('{0[a]}', {'a': 7}))
show('neg index', lambda: f.format('{0[-1]}', {'-1': 'neg'}))
show('conv end', lambda: f.format('{0!', 1))
show('conv then junk', lambda: f.format('{0!rx}', 1))
show('conv colon', lambda: f.format('{0!r:>5}', 'a'))
show('conv a', lambda: f.format('{0!a}', 'é'))
show('conv s', lambda: f.format('{0!s}', 1.5))
show('bad conv', lambda: f.format('{0!z}', 1))
show('unclosed spec', lambda: f.format('{0:{', 1))
show('brace in name', lambda: f.format('{0{}', 1))
show('bad spec', lambda: f.format('{0:q}', 1))
show('single close', lambda: f.format('a}b'))
show('escaped', lambda: f.format('{{}}{{{0}}}', 'x'))
show('format_field', lambda: f.format_field(3.5, '08.2f'))
show('convert_field', lambda: [f.convert_field('x', c) for c in (None, 's', 'r', 'a')])
show('convert_field bad', lambda: f.convert_field('x', 'q'))
show('get_field', lambda: f.get_field('0.imag', (3,), {}))
show('get_field kw', lambda: f.get_field('a[1][0]', (), {'a': [0, 'xy']}))
show('get_value', lambda: (f.get_value(0, ('a',), {}), f.get_value('k', (), {'k': 1})))
show('parse', lambda: list(f.parse('')))
show('parse2', lambda: list(f.parse('{}{:}{!r}{a!s:x}{{')))
show('parse3', lambda: list(f.parse('}}x{0[}]}')))
show('parse4', lambda: list(f.parse('{0:{a}{b}x}y')))
show('parse5', lambda: list(f.parse('{ 0 }{0.a.b[c]}')))
show('parse err', lambda: list(f.parse('{0')))
show('parse err2', lambda: list(f.parse('{0!r')))
show('parse err3', lambda: list(f.parse('{!')))
show('parse nonstr', lambda: list(f.parse(5)))
show('vformat', lambda: f.vformat('{0}{k}', [1], {'k': 2}))
show('format kw format_string', lambda: f.format(format_string='x'))
show('format no args', lambda: f.format())
show('format self kw', lambda: f.format('{self}', self=1))
show('lazy rest', lambda: f.format('{0.nope.}', 'ab'))
show('lazy rest 2', lambda: f.format('{0[5][]}', 'ab'))
show('unclosed bracket name', lambda: f.format('{0.nope[}', 'ab'))
show('conv brace', lambda: f.format('{0!}', 'ab'))
show('conv brace x', lambda: f.format('{0!}x', 'ab'))
show('superscript name', lambda: f.format('{\xb2}', 'ab'))
show('arabic digit name', lambda: f.format('{\u0663}', 'ab'))
show('arabic digit ok', lambda: f.format('{\u0660}', 'ab'))
show('split first', lambda: f.get_field('\u0661', ('x', 'y'), {}))
