#import <Foundation/Foundation.h>


@interface NSFileManager (SimpleDeletion)
- (void)deleteFileAtPath:(NSString *)path;
@end
