//
//  UIImage+ExploreIconicTaxaImages.h
//  Explore Prototype
//
//  Created by Alex Shepard on 10/22/14.
//  Copyright (c) 2014 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface UIImage (ExploreIconicTaxaImages)

+ (UIImage *)imageForIconicTaxon:(NSString *)iconicTaxon;

@end
