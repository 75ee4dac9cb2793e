#import "NSString+StripHTML.h"


@interface NSString (StripHTML)
- (NSString *)stringByStrippingHTML;
@end
