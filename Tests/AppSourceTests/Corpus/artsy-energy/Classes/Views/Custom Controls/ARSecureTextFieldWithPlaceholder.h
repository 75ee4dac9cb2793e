#import "ARTextFieldWithPlaceholder.h"


@interface ARSecureTextFieldWithPlaceholder : ARTextFieldWithPlaceholder

@end
