import ACKategories
import UIKit

public extension Theme where Base: UIColor {
    static var primary: UIColor { .green }
}
