


@interface UIColor (ArtsyColours)

+ (void)updateFolioColorsToWhite:(BOOL)useWhiteFolio;

+ (UIColor *)artsyForegroundColor;
+ (UIColor *)artsyBackgroundColor;

+ (UIColor *)artsySingleLineGrey;

+ (UIColor *)artsyHighlightGreen;
+ (UIColor *)artsyHeavyGreen;

@end
