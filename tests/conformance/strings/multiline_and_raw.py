text = """line one
  line two
line three"""
print(text)
print(text.splitlines())
print(len(text.splitlines()))
raw = r"C:\new\table\x"
print(raw, len(raw))
print("a\
b")
joined = ("part one, "
          "part two")
print(joined)
print('''He said "hi" and 'bye' ''')
