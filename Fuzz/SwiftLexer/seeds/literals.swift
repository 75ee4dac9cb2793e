let a = #"raw \#(x) "quoted""#
let b = ##"two "# hashes"##
let c = """
    multi \(line) \
    continued
    """
let d = "\u{1F600}\t\0\\"
/* nested /* block */ comment */ // line
#if DEBUG
let e = `class`; f(g[0]) { h in h != nil }
#endif
