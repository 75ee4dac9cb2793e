

@interface NSDate (Presentation)

- (NSString *)formattedString;

@end
