//
//  UIFont-Extensions.swift
//  NetNewsWire-iOS
//
//  Created by Maurice Parker on 4/27/19.
//  Copyright © 2019 Ranchero Software. All rights reserved.
//

#if os(iOS)

import UIKit

extension UIFont {

	func withTraits(traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
		if let descriptor = fontDescriptor.withSymbolicTraits(traits) {
			return UIFont(descriptor: descriptor, size: 0) // size 0 means keep the size as it is
		} else {
			return self
		}
	}

	public func bold() -> UIFont {
		return withTraits(traits: .traitBold)
	}

	public func italic() -> UIFont {
		return withTraits(traits: .traitItalic)
	}
}

// MARK: - String Sizing

public extension String {

	func height(withConstrainedWidth width: CGFloat, font: UIFont) -> CGFloat {
		let constraintRect = CGSize(width: width, height: .greatestFiniteMagnitude)
		let boundingBox = self.boundingRect(with: constraintRect, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [NSAttributedString.Key.font: font], context: nil)
		return ceil(boundingBox.height)
	}

	func width(withConstrainedHeight height: CGFloat, font: UIFont) -> CGFloat {
		let constraintRect = CGSize(width: .greatestFiniteMagnitude, height: height)
		let boundingBox = self.boundingRect(with: constraintRect, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [NSAttributedString.Key.font: font], context: nil)
		return ceil(boundingBox.width)
	}
}

#endif
