# csv.DictReader / DictWriter as agent code uses them, plus Sniffer on common samples.
import csv
import io

text = 'name,age,city\nAlice,30,Paris\nBob,25\nCarol,41,Rome,extra\n\nDan,19,Oslo\n'
r = csv.DictReader(io.StringIO(text))
print(r.fieldnames, r.line_num)
for row in r:
    print(row, r.line_num)

print(list(csv.DictReader(['1,2,3'], fieldnames=['x', 'y'], restkey='R', restval='V')))
print(list(csv.DictReader(['1'], fieldnames=['x', 'y'], restval='V')))
r = csv.DictReader([])
print(r.fieldnames, list(r))
r = csv.DictReader(['a;b', '1;2'], delimiter=';')
print(list(r), r.dialect, r.restkey, r.restval, r.reader.dialect.delimiter)
r = csv.DictReader(io.StringIO('"h 1","h,2"\n"v\n1",v2\n'))
print(list(r), r.line_num)
rows = list(csv.DictReader(io.StringIO('id,score\n1,9.5\n2,7\n')))
print(sum(float(row['score']) for row in rows), [row['id'] for row in rows])

s = io.StringIO()
w = csv.DictWriter(s, fieldnames=['a', 'b'])
print(w.writeheader(), w.writerow({'a': 1}), w.writerows([{'a': 2, 'b': 3}]), repr(s.getvalue()))
try:
    w.writerow({'a': 1, 'c': 2})
except ValueError as e:
    print('ValueError', e)
w2 = csv.DictWriter(s, ['a'], extrasaction='ignore')
print(w2.writerow({'a': 1, 'z': 2}))
try:
    csv.DictWriter(s, ['a'], extrasaction='bad')
except ValueError as e:
    print('ValueError', e)
w3 = csv.DictWriter(s, ['a', 'b'], restval='-')
print(w3.writerow({'b': 1}), repr(s.getvalue()))
print(w.fieldnames, repr(w.restval), w.extrasaction, type(w.writer).__name__)
s = io.StringIO()
w = csv.DictWriter(s, fieldnames=('x', 'y'), quoting=csv.QUOTE_ALL, lineterminator='\n')
w.writeheader()
w.writerows([{'x': 'a,b', 'y': None}, {'y': 2}])
print(repr(s.getvalue()))
s = io.StringIO()
w = csv.DictWriter(s, fieldnames=['k'], dialect='excel-tab')
w.writerow({'k': 'a\tb'})
print(repr(s.getvalue()))
print(csv.DictReader.__init__.__defaults__, csv.DictWriter.__init__.__defaults__)

sn = csv.Sniffer()
print(sn.preferred)
for sample in ['a,b,c\n1,2,3\n4,5,6\n', 'a;b;c\n1;2;3\n', 'a\tb\n1\t2\n', '"a","b"\n"1","2"\n',
               "'x';'y'\n'1';'2'\n", 'name|age\nbob|3\nal|4\n',
               'a, b, c\n1, 2, 3\n', '"a", "b"\n"1", "2"\n', '"x""y",z\n"1",2\n', 'a:b:c\n1:2:3\n',
               'id,name,score\n1,"Smith, J",3.5\n2,"Doe, A",4\n',
               "name;city\n'Bob';'Paris'\n'Al';'Rome'\n", 'x\ty\tz\n1\t2\t3\n4\t5\t6\n', 'a,b;c\n1,2;3\n4,5;6\n']:
    dd = sn.sniff(sample)
    print(repr(sample), repr(dd.delimiter), repr(dd.quotechar), dd.doublequote, dd.skipinitialspace,
          repr(dd.lineterminator), dd.quoting, dd.escapechar, issubclass(dd, csv.Dialect), sn.has_header(sample))
    print(list(csv.reader(io.StringIO(sample), dd))[:2])
try:
    sn.sniff('')
except csv.Error as e:
    print('Error', e)
print(sn.sniff('a,b;c\n', delimiters=';').delimiter)
print(sn.has_header('name,age\nbob,3\nal,4\n'), sn.has_header('1,2\n3,4\n'), sn.has_header('a,b\nc,d\n'),
      sn.has_header('x,y\n1,2.5\n3,4\n'), sn.has_header('id,name\n1,bob\n2,alice\n'))
