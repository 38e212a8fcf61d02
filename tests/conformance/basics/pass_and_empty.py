def nothing():
    pass
class Empty:
    pass
for _ in range(2):
    pass
if True:
    pass
else:
    pass
print(nothing(), Empty.__name__)
e = Empty()
e.x = 1
print(e.x)
while False:
    pass
...
print(...)
print(type(...).__name__)
print("ok")
