print([ord(c) for c in "AZaz09 ~"])
print("".join(chr(c) for c in range(65, 91)))
print(chr(0x1F600), chr(0x41) + chr(0x42), ord("\n"), ord("\x00"))
def caesar(text, k):
    out = []
    for ch in text:
        if ch.isalpha() and ch.isascii():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
enc = caesar("Hello, World!", 3)
print(enc, caesar(enc, -3))
try:
    chr(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
