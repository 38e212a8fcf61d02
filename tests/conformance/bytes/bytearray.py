ba = bytearray(b"abc")
ba.append(100)
ba[0] = 65
ba.extend(b"ef")
print(ba, len(ba), ba[1], bytes(ba), list(ba))
ba += b"!"
print(ba, ba.decode())
del ba[0]
print(ba, ba.pop(), ba)
ba2 = bytearray(3)
print(ba2, bytearray([1, 2, 3]), bytearray("hé", "utf-8"))
print(ba == b"bcdef", b"bcdef" == ba, ba.upper())
