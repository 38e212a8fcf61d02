def src():
    for i in range(3):
        print("yield", i)
        yield i
g = (x * 10 for x in src())
print("created")
for v in g:
    print("got", v)
lst = [x * 10 for x in src()]
print("list done", lst)
pairs = ((a, b) for a in range(2) for b in "xy")
print(list(pairs))
