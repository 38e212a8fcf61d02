import csv
S = csv.Sniffer()
for s in ["a,b\n1,xx\n2.5,yy\n", "a,b\n1,xx\n2,yy\n", "1.5,b\n1,xx\n2.5,yy\n", "a\n", "a,b\n", "x,y\n1,2,3\n", "name,age\nbob,3\nal,4\n", "1,2\n3,4\n", "ab,cd\nxy,zw\n", "abc,1\nxy,2\nzw,3\n", "h,1e5\nx,2j\ny,3\n", "id,v\n 1,2\n", "id,v\n1,x\n1,yy\n"]:
    try: print(repr(s), S.has_header(s))
    except Exception as e: print(repr(s), type(e).__name__, e)
for s in ['a\n', 'a,b\n', 'a', 'note; Date', 'score| id| x', 'x,y\n1,2,3\n', 'x,y\n1,2\n3,4,5\n',
          'a,b\n1,2\n3,4\n5,6,7\n', 'a,b\n1,2\n3,4\n5,6\n7,8,9\n', 'name: score',
          ''.join('%d,%d\n' % (i, i * i) for i in range(25)) + '1,2,3\n',
          ''.join('%d;%d\n' % (i, i * i) for i in range(9)) + '1;2;3\n' + ''.join('%d;x\n' % i for i in range(12)),
          'a b|c\nd e|f\n', 'k=v&x=y\nk=w&x=z\n']:
    try:
        d = S.sniff(s); print(repr(s), repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace)
    except csv.Error as e: print(repr(s), e)
    try: print(S.has_header(s))
    except csv.Error as e: print(e)
