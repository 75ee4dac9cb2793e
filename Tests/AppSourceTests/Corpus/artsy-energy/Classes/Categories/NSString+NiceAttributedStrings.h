


@interface NSString (NiceAttributedStrings)

- (NSAttributedString *)attributedStringWithLineSpacing:(CGFloat)spacing;

- (NSAttributedString *)attributedStringWithKern:(CGFloat)kern;

@end
