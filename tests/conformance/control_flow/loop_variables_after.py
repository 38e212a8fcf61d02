for i in range(5):
    pass
print(i)
for ch in "xyz":
    last = ch
print(ch, last)
total = 0
for n in range(1, 4):
    total += n
print(n, total)
for j in []:
    pass
try:
    print(j)
except NameError as e:
    print("NameError:", e)
