#import <Foundation/Foundation.h>


@interface NSString (NiceFractions)

+ (NSString *)stringByMakingFractionsLookNice:(NSString *)original;
@end
