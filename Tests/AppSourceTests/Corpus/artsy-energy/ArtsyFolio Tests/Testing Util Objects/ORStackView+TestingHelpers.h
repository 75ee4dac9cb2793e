#import <ORStackView/ORStackView.h>


@interface ORStackView (TestingHelpers)

- (BOOL)containsLabelWithText:(NSString *)text;

@end
