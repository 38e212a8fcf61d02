# re: findall, finditer, sub/subn (templates and callables), split and escape.
import re

log = 'ERROR 12 x\nINFO 7 y\nERROR 300 z\n'
print(re.findall(r'\d+', log))
print(re.findall(r'(\w+) (\d+)', log))
print(re.findall(r'ERROR (\d+)', log))
print(re.findall(r'(a)|(b)', 'ab'))
print(re.findall('a*', 'baaa'), re.findall('', 'abc'), re.findall('x*', 'axxb'))
print([m.span() for m in re.finditer(r'\w+', 'hi there  you')])
print([m.group(1) for m in re.finditer(r'(\d)', 'a1b22c')])
it = re.finditer('a', 'aa')
print(iter(it) is it, next(it).span(), next(it).span())
try:
    next(it)
except StopIteration:
    print('StopIteration')
print(re.sub(r'\d+', '#', log))
print(re.sub(r'(\w+) (\d+)', r'\2-\1', log))
print(re.sub(r'(?P<w>\w+) (?P<n>\d+)', r'\g<n>:\g<w>:\g<0>', log))
print(re.sub('x*', '-', 'abxd'), re.sub('', '-', 'abc'), re.sub('a', 'b', 'aaa', 2), re.sub('a', 'b', 'aaa', count=1))
print(re.subn(r'\s+', ' ', ' a  b \t c '))
print(re.sub('a', r'\n\t\\', 'a'), repr(re.sub('a', r'[\0]', 'a')), re.sub('a', r'\-', 'a'))
print(re.sub('(a)|b', r'[\1]', 'ab'))
print(re.sub(r'\d', lambda m: str(int(m.group()) * 2), 'a1b2c9'))
print(re.subn('o', lambda m: m.group().upper(), 'foo boo', 3))
print(re.sub('o', lambda m: None, 'foo'))
print(re.sub('q', 'z', 'abc'), re.subn('q', 'z', 'abc'))
def words(m):
    return '<' + m.group(0) + '>'
print(re.compile(r'\b\w').sub(words, 'the quick fox'))
print(re.split(r'\s+', 'a b  c'), re.split(r'(\s+)', 'a b  c'), re.split(',', 'a,b,c', 1))
print(re.split(',', 'a,b,c', maxsplit=-1), re.split('x*', 'axbc'), re.split(r'\b', 'a b'))
print(re.split('(a)|(b)', 'xaybz'), re.split('z', ''), re.split('', 'ab'))
print(re.escape('a.b*c?d+e(f)[g]{h}|i^j$k\\l m#n&o~p-q'), re.escape(b'a.b'), re.escape('\u00e9\t'))
print(re.findall(r'\d+', 'a1 b22', ), re.compile(r'\d').findall('a1b2c3', 2, 5))
print([m.span() for m in re.compile('a').finditer('aaaa', 1, 3)])
print(re.compile(r'\d+').split('a1b22c', maxsplit=1))
re.purge()
print(re.sub('(?i)B', 'x', 'abcB'))
