

@interface ARTileArchive : NSObject

@property (nonatomic, strong) Image *image;
@property (nonatomic, strong) NSString *path;

@end
