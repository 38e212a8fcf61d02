words = ["hello world", "HELLO", "hElLo WoRlD", "they're bill's friends", "123abc", "ǆemal", "ß", "ﬁx", "mixed-CASE_words here"]
for w in words:
    print(w.upper(), "|", w.lower(), "|", w.title(), "|", w.capitalize(), "|", w.swapcase(), "|", w.casefold())
