a = list(range(10))
print(a[2:7], a[:3], a[7:], a[-3:], a[:-7], a[::3], a[1::29223372036854775807], a[::-1], a[::-3], a[7:2:-1], a[-1:-4:-1])
print(a[100:], a[-100:2], a[5:2], a[2:2], a[::100], a[9:-100:-4])
print(a[slice(2, 5)], a[None:3], a[3:None])
try:
    a[::0]
except ValueError as e:
    print("ValueError:", e)
