items = ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "new\nline", "back\\slash",
         "\x00\x01\x7f", "\r\x0b\x0c", "é", "\u200b", "\x80\x9f", "😀", "\ud7ff", ""]
for s in items:
    print(repr(s), len(s))
print(str(items[:3]))
print(repr(["a'b", 'c"d']))
print(ascii("héllo 😀"))
