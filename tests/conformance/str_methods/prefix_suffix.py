print("test_case".removeprefix("test_"), "test_case".removeprefix("case"), "".removeprefix("a"))
print("file.tar.gz".removesuffix(".gz"), "file.tar.gz".removesuffix(".zip"), "abc".removesuffix(""))
urls = ["https://a.com", "http://b.org", "c.net"]
print([u.removeprefix("https://").removeprefix("http://") for u in urls])
