samples = ["abc", "ABC", "Abc", "abc123", "123", "12.5", "", " ", "\t\n", "Hello World", "hello world",
           "_id", "id2", "2id", "½", "²", "١٢", "Ⅻ", "é", "class", "A1!", "Title Case Here"]
for s in samples:
    print(repr(s), s.isalpha(), s.isdigit(), s.isnumeric(), s.isdecimal(), s.isalnum(), s.isspace(),
          s.isupper(), s.islower(), s.istitle(), s.isidentifier(), s.isascii(), s.isprintable())
