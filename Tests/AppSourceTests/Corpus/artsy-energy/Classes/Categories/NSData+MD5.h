#import <Foundation/Foundation.h>


@interface NSData (MD5)
- (NSString *)MD5;
@end
