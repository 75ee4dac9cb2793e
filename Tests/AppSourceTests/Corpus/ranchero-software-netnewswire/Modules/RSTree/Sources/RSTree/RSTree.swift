struct RSTree {
    var text = "Hello, World!"
}
